#define F(...) a, ## __VA_ARGS__
F() F(1)
/*
 * check-name: , ## __VA_ARGS__ with only ... and no argument eats the comma
 * check-command: sparse -E $file
 *
 * check-output-start

a a, 1
 * check-output-end
 */
