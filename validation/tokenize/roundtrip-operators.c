a+++b;x=-1;p->q&&r||s<<=2>>=3;t=u---v;w=.5e+3+x...y..z;
%:define X a%:%:b <:0:><%%>
[[a::b]]::: ->*
/*
 * check-name: round trip: adjacent punctuators print back to the same tokens
 * check-command: test-lexing --roundtrip $file
 */
