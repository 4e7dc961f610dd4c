int first;
#include_next <dup.h>
