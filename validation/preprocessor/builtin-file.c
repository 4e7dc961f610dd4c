__FILE__ __BASE_FILE__
/*
 * check-name: __FILE__ and __BASE_FILE__ are the file
 * check-command: sparse -E $file
 *
 * check-output-start

"preprocessor/builtin-file.c" "preprocessor/builtin-file.c"
 * check-output-end
 */
