/*
 * check-name: first_ptr_list and last_ptr_list skip emptied nodes
 * check-command: test-ptrlist first-last
 *
 * check-output-start
first 0, last 29
first 13, last 25, nodes 3
 * check-output-end
 */
