#define P(fmt, args...) p(fmt , ## args)
P(1) P(1, 2)
/*
 * check-name: , ## args eats the comma for a named variadic too
 * check-command: sparse -E $file
 *
 * check-output-start

p(1) p(1 , 2)
 * check-output-end
 */
