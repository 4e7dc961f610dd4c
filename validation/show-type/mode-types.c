typedef int qi __attribute__((mode(QI))); qi a1;
typedef int hi __attribute__((mode(HI))); hi a2;
typedef int si __attribute__((mode(SI))); si a3;
typedef int di __attribute__((mode(DI))); di a4;
typedef int ti __attribute__((mode(TI))); ti a5;
typedef int by __attribute__((mode(byte))); by a6;
typedef int wo __attribute__((mode(word))); wo a7;
typedef int po __attribute__((mode(pointer))); po a8;
typedef unsigned uhi __attribute__((mode(HI))); uhi b2;
typedef unsigned udi __attribute__((mode(DI))); udi b4;
typedef unsigned uti __attribute__((mode(TI))); uti b5;
typedef unsigned upo __attribute__((mode(pointer))); upo b8;
typedef long lsi __attribute__((mode(SI))); lsi c3;
/*
 * check-name: mode(): explicitly signed types, DI long long, pointer's plain int or long
 * check-command: test-show-type $file
 *
 * check-output-start
signed char [addressable] [toplevel] [usertype] a1;
signed short [addressable] [toplevel] [usertype] a2;
signed int [addressable] [toplevel] [usertype] a3;
signed long long [addressable] [toplevel] [usertype] a4;
signed __int128 [addressable] [toplevel] [usertype] a5;
signed char [addressable] [toplevel] [usertype] a6;
signed long [addressable] [toplevel] [usertype] a7;
long [addressable] [toplevel] [usertype] a8;
unsigned short [addressable] [toplevel] [usertype] b2;
unsigned long long [addressable] [toplevel] [usertype] b4;
unsigned __int128 [addressable] [toplevel] [usertype] b5;
unsigned long [addressable] [toplevel] [usertype] b8;
signed int [addressable] [toplevel] [usertype] c3;
 * check-output-end
 */
