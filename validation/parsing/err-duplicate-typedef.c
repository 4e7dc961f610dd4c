typedef typedef int t;
/*
 * check-name: typedef given twice
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-duplicate-typedef.c:1:17: error: duplicate [usertype]
 * check-error-end
 */
