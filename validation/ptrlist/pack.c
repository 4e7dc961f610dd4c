/*
 * check-name: pack_ptr_list frees emptied nodes and moves no entry
 * check-command: test-ptrlist pack
 *
 * check-output-start
before: size 14, nodes 4
after: size 14, nodes 2
list: 13 14 15 16 17 18 19 20 21 22 23 24 25 39
again: nodes 2
emptied: list NULL
 * check-output-end
 */
