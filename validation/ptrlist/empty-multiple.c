/*
 * check-name: ptr_list_empty and ptr_list_multiple skip emptied nodes
 * check-command: test-ptrlist empty-multiple
 *
 * check-output-start
one: empty 0, multiple 0
two: empty 0, multiple 1
last one: empty 0, multiple 0
still one: empty 0, multiple 0
none, list NULL: empty 1, multiple 0
 * check-output-end
 */
