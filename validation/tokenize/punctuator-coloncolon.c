[[gnu::unused]] asm("" ::: "memory") a ? b :c
/*
 * check-name: :: is one token (C23 attributes); ::: is :: :
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special [
1:2 special [
1:3 ident gnu
1:6 special ::
1:8 ident unused
1:14 special ]
1:15 special ]
1:17 ident asm
1:20 special (
1:21 string ""
1:24 special ::
1:26 special :
1:28 string "memory"
1:36 special )
1:38 ident a
1:40 special ?
1:42 ident b
1:44 special :
1:45 ident c
 * check-output-end
 */
