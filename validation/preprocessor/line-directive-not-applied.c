#line 100
__LINE__
# 200 "foo.c"
__LINE__ __FILE__
/*
 * check-name: #line is accepted but, as in sparse, does not renumber
 * check-command: sparse -E $file
 *
 * check-output-start

2
4 "preprocessor/line-directive-not-applied.c"
 * check-output-end
 */
