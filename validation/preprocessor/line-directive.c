#line 10
#line 20 "f.c"
# 30 "g.c"
x
/*
 * check-name: #line and line markers are accepted
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 */
