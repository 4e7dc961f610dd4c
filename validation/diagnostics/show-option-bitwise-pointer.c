typedef unsigned int __attribute__((bitwise)) le32;
static le32 *f(unsigned int *p) { return (le32 *)p; }
static le32 g(unsigned int v) { return (le32)v; }
/*
 * check-name: -fdiagnostics-show-option tells -Wbitwise-pointer's casts
 * check-description: "cast to %s" is the format of both flags' warnings
 * check-command: sparse -Wbitwise-pointer -fdiagnostics-show-option $file
 *
 * check-error-start
diagnostics/show-option-bitwise-pointer.c:2:43: warning: cast to restricted le32 [usertype] * [-Wbitwise-pointer]
diagnostics/show-option-bitwise-pointer.c:3:41: warning: cast to restricted le32 [-Wbitwise]
 * check-error-end
 */
