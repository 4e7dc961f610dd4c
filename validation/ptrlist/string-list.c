/*
 * check-name: a string_list takes char arrays and reads into const char *
 * check-command: test-ptrlist string-list
 *
 * check-output-start
words: apple banana cherry
first apple
 * check-output-end
 */
