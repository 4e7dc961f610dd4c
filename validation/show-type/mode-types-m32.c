typedef int di __attribute__((mode(DI))); di a4;
typedef int wo __attribute__((mode(word))); wo a7;
typedef int po __attribute__((mode(pointer))); po a8;
typedef unsigned upo __attribute__((mode(pointer))); upo b8;
/*
 * check-name: mode() with -m32: DI long long, pointer's plain int
 * check-command: test-show-type -m32 $file
 *
 * check-output-start
signed long long [addressable] [toplevel] [usertype] a4;
signed long [addressable] [toplevel] [usertype] a7;
int [addressable] [toplevel] [usertype] a8;
unsigned int [addressable] [toplevel] [usertype] b8;
 * check-output-end
 */
