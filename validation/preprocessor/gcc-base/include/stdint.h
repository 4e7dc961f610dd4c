/* the test of the system dirs: glibc has its own, read first */
#define FROM_GCC_BASE 1
