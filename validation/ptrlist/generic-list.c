/*
 * check-name: struct ptr_list takes any pointer, also from a typed list
 * check-command: test-ptrlist generic-list
 *
 * check-output-start
size 3, first key 7, last more
 * check-output-end
 */
