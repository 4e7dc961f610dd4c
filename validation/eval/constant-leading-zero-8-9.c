_Static_assert(sizeof(0999) == sizeof(double), "0 then 8 or 9: a double");
_Static_assert(sizeof(09f) == sizeof(float), "with a float suffix");
_Static_assert(sizeof(09L) == sizeof(long double), "or a long double one");
_Static_assert(0123 == 83, "octal");
int a = 0999u;
int b = 09x;
int c = 0x12318446744073709551615ULL4;
int d = 99999999999999999999999x;
int e = 0x123184467440737095516150000;
/*
 * check-name: a constant of 0 then digits with 8 or 9 is floating; a bad suffix is said before a value too big
 * check-exit-value: 1
 *
 * check-error-start
eval/constant-leading-zero-8-9.c:5:9: error: constant 0999u is not a valid number
eval/constant-leading-zero-8-9.c:6:9: error: constant 09x is not a valid number
eval/constant-leading-zero-8-9.c:7:9: error: constant 0x12318446744073709551615ULL4 is not a valid number
eval/constant-leading-zero-8-9.c:8:9: error: constant 99999999999999999999999x is not a valid number
eval/constant-leading-zero-8-9.c:9:9: error: constant 0x123184467440737095516150000 is too big even for unsigned long long
 * check-error-end
 */
