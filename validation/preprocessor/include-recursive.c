#include "include/self.h"
x
/*
 * check-name: a header including itself stops at the depth limit
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/include-recursive.c: note: in included file (through preprocessor/include/self.h, preprocessor/include/self.h, preprocessor/include/self.h, preprocessor/include/self.h, preprocessor/include/self.h, preprocessor/include/self.h, ...):
preprocessor/include/self.h:1:10: error: #include nested depth 201 exceeds maximum of 200
 * check-error-end
 */
