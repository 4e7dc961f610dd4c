/*
 * check-name: ptr_list_nth_entry counts from 0 across nodes, NULL out of range
 * check-command: test-ptrlist nth-entry
 *
 * check-output-start
nth 0: 0
nth 12: 12
nth 13: 13
nth 29: 29
nth 30: none
nth -1: none
after deleting the first node: nth 0: 13
 * check-output-end
 */
