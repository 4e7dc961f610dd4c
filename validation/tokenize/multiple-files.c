x y
/*
 * check-name: each file is tokenized on its own, laid out as sparse -E does
 * check-command: test-lexing $file $file
 *
 * check-output-start

x y
x y
 * check-output-end
 */
