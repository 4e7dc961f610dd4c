/*
 * check-name: PREPARE_PTR_LIST and NEXT_PTR_LIST walk two lists side by side
 * check-command: test-ptrlist prepare-next
 *
 * check-output-start
pairs: 0-100 1-101 2-102 3-103 4-104 5-105 6-106 7-107 8-108 9-109 10-110 11-111 12-112 13-113 14-114
a goes on, b ended
empty list: NULL
 * check-output-end
 */
