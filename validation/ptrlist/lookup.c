/*
 * check-name: lookup_ptr_list_entry finds an entry in any node
 * check-command: test-ptrlist lookup
 *
 * check-output-start
29: 1, 30: 0
 * check-output-end
 */
