/*
 * check-name: delete_ptr_list_entry deletes the first count matches, or all
 * check-command: test-ptrlist delete-entry
 *
 * check-output-start
deleted 1
list: 0 2 1 3 1 4 1
deleted 2
list: 0 2 3 4 1
deleted 0
deleted 1
list: 0 2 3 4
deleted 0
deleted 0
 * check-output-end
 */
