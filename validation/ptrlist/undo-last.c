/*
 * check-name: undo_ptr_list_last takes back the last add, down to NULL
 * check-command: test-ptrlist undo-last
 *
 * check-output-start
size 14, nodes 2
size 13, nodes 1
list: 0 1 2 3 4 5 6 7 8 9 10 11 12
list NULL
 * check-output-end
 */
