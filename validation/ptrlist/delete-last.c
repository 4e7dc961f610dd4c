/*
 * check-name: delete_ptr_list_last pops entries and frees emptied tail nodes
 * check-command: test-ptrlist delete-last
 *
 * check-output-start
popped: 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
list NULL
popped 50, last 51, size 14, nodes 2
popped 9, size 9, nodes 1
 * check-output-end
 */
