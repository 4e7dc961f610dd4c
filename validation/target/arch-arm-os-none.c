/*
 * check-name: bare-metal ARM has a long int32_t
 * check-command: sparse --arch=arm --os=none -dM -E $file
 *
 * check-output-ignore
 * check-output-contains: ^#define __INT32_TYPE__ long$
 * check-output-contains: ^#define __UINT32_TYPE__ unsigned long$
 * check-output-contains: ^#define __CHAR32_TYPE__ unsigned long$
 * check-output-contains: ^#define __INT_FAST8_TYPE__ int$
 * check-output-excludes: ^#define __unix__\>
 * check-output-excludes: ^#define __linux__\>
 */
