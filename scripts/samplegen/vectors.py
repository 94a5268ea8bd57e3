"""Small-vector helpers for the generator's hot loops."""
import numpy as np


def cross(a, b):
    """np.cross of two 3-vectors, to the bit (the same products and differences), without
    its per-call overhead: the flight integration and the camera call it hundreds of
    thousands of times per clip set."""
    a0, a1, a2 = a
    b0, b1, b2 = b
    return np.array([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0])
