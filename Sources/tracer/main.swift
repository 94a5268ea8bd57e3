print("tracer: not built yet")
