/*
 * check-name: INSERT_CURRENT into full nodes splits them, the loop goes on
 * check-command: test-ptrlist insert-split
 *
 * check-output-start
list: 1000 0 1001 1 1002 2 1003 3 1004 4 1005 5 1006 6 1007 7 1008 8 1009 9 1010 10 1011 11 1012 12 1013 13 1014 14 1015 15 1016 16 1017 17 1018 18 1019 19 1020 20 1021 21 1022 22 1023 23 1024 24 1025 25
size 52, nodes 6
 * check-output-end
 */
