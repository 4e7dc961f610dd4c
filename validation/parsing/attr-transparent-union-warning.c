union u { int a; long *b; } __attribute__((transparent_union));
/*
 * check-name: -Wtransparent-union warns of the attribute
 * check-command: test-parsing --ast -Wtransparent-union $file
 *
 * check-error-start
parsing/attr-transparent-union-warning.c:1:61: warning: attribute __transparent_union__
 * check-error-end
 */
