int f(int a) { return a << 40; }
int g(int a) { return a << 41; }
/*
 * check-name: -fno-max-warnings=N is -fmax-warnings=N, as sparse
 * check-command: sparse -Wno-decl -fno-max-warnings=1 $file
 *
 * check-error-start
options/max-warnings-no.c:1:28: warning: too many warnings
 * check-error-end
 */
