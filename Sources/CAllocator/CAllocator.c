// The functions are static inline in include/CAllocator.h; a C target needs one source file.
#include "CAllocator.h"
