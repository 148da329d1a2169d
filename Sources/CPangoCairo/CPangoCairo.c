// SwiftPM needs one source file in a C target. Compiling the header here also
// checks its declarations with every warning treated as an error.
#include "CPangoCairo.h"
