/*
 * check-name: a million appends are O(1) each, ptr_list_size counts them
 * check-command: test-ptrlist size-thousands
 * check-timeout: 5
 *
 * check-output-start
size 1000000, visited 1000000, nodes 76924
sum 9999500000
 * check-output-end
 */
