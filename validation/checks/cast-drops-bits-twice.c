static char f(long x) { return (char)(int)x; }
/*
 * check-name: -v: two truncations in a row are one
 * check-command: sparse -m64 -v $file
 *
 * check-error-start
checks/cast-drops-bits-twice.c:1:43: warning: cast drops bits
 * check-error-end
 */
