/*
 * check-name: copy_ptr_list appends a copy of src to dst, also onto itself
 * check-command: test-ptrlist copy
 *
 * check-output-start
size 35, nodes 3
src: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29
doubled: size 60
 * check-output-end
 */
