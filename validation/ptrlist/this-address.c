/*
 * check-name: THIS_ADDRESS is the slot add_ptr_list returned, writable
 * check-command: test-ptrlist this-address
 *
 * check-output-start
list: 0 1 2 103 4 5 6 7 8 9 10 11 12 13 14 115 16 17 18 19
 * check-output-end
 */
