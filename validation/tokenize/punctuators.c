-> ++ -- << >> <= >= == != && || *= /= %= += -= <<= >>= &= ^= |= ## ...
/*
 * check-name: every multi-character punctuator is one token
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special ->
1:4 special ++
1:7 special --
1:10 special <<
1:13 special >>
1:16 special <=
1:19 special >=
1:22 special ==
1:25 special !=
1:28 special &&
1:31 special ||
1:34 special *=
1:37 special /=
1:40 special %=
1:43 special +=
1:46 special -=
1:49 special <<=
1:53 special >>=
1:57 special &=
1:60 special ^=
1:63 special |=
1:66 special ##
1:69 special ...
 * check-output-end
 */
