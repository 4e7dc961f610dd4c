/*
 * check-name: replace_ptr_list_entry replaces the first count matches, or all
 * check-command: test-ptrlist replace-entry
 *
 * check-output-start
replaced 2
list: 0 9 2 9 3 1 4 1
replaced 2
list: 0 9 2 9 3 8 4 8
replaced 0
 * check-output-end
 */
