/*
 * check-name: concat_ptr_list appends a copy of a to b, also onto itself
 * check-command: test-ptrlist concat
 *
 * check-output-start
a: 0 1 2 3 4
b: 10 11 12 13 14 0 1 2 3 4
c: 0 1 2 3 4
c + empty: 0 1 2 3 4
c + c: 0 1 2 3 4 0 1 2 3 4
 * check-output-end
 */
