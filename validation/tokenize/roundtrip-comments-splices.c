a/**/b c// d \
e
f\
g h/\
*x*/i +\
+ \u00e9\
z
/*
 * check-name: round trip: comments become spaces, splices vanish
 * check-command: test-lexing --roundtrip $file
 */
