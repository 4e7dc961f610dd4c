/*
 * check-name: add_ptr_list appends in order, 13 entries a node
 * check-command: test-ptrlist add-iterate
 *
 * check-output-start
entries: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29
size 30, nodes 3
 * check-output-end
 */
