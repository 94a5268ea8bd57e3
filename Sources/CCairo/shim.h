#ifndef TRACER_CCAIRO_SHIM_H
#define TRACER_CCAIRO_SHIM_H
#include <cairo.h>
#endif
