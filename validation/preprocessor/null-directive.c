#
x
#  
y
/*
 * check-name: a lone # is a null directive
 * check-command: sparse -E $file
 *
 * check-output-start

x
y
 * check-output-end
 */
