#if (0 ? 1
y1
#else
n1
#endif
#if 0 ? 1
y2
#else
n2
#endif
#if (1 ? 2 :
y3
#else
n3
#endif
#if ((0 ? 1
y4
#else
n4
#endif
#if 1 + (0 ? 1
y5
#else
n5
#endif
#if 1 ? 2 :
y6
#else
n6
#endif
#if 1 +
y7
#else
n7
#endif
#if (1 +
y8
#else
n8
#endif
#if -
y9
#else
n9
#endif
#if (
y10
#else
n10
#endif
#if 1 + (2 +
y11
#else
n11
#endif
#if 1 + (2
y12
#else
n12
#endif
#if (1
y13
#else
n13
#endif
#if 1 + ()
y14
#else
n14
#endif
#if ()
y15
#else
n15
#endif
#if 1 ? : 2
y16
#else
n16
#endif
#if 1 ? 2 : (
y17
#else
n17
#endif
#if 1 || (0 ? 1
y18
#else
n18
#endif
#if (1) 2
y19
#else
n19
#endif
#if 1 + (1 ? 2 : )
y20
#else
n20
#endif
#if 1 ? 2 : 3 +
y21
#else
n21
#endif
#if 1 + -
y22
#else
n22
#endif
#if (-)
y23
#else
n23
#endif
#if 1 ? - : 2
y24
#else
n24
#endif
#if - +
y25
#else
n25
#endif
#if !
y26
#else
n26
#endif
#if 1 + ""
y27
#else
n27
#endif
#if "a"
y28
#else
n28
#endif
#if 1 ? 2
y29
#else
n29
#endif
#if 1 ? (2
y30
#else
n30
#endif
#if 1 ? 2 : 3 : 4
y31
#else
n31
#endif
#if 1 ? 
y32
#else
n32
#endif
#if 1 ? )
y33
#else
n33
#endif
#if 1 ?: )
y34
#else
n34
#endif
#if )
y35
#else
n35
#endif
#if 1 )
y36
#else
n36
#endif
#if 1 + )
y37
#else
n37
#endif
#if (1 + )
y38
#else
n38
#endif
#if 1 * (2 + ())
y39
#else
n39
#endif
#if 1 ? 2 3
y40
#else
n40
#endif
#if (1 2
y41
#else
n41
#endif
#if (1 2)
y42
#else
n42
#endif
#if 1 ? 2 : 
y43
#else
n43
#endif
#if 0 ? 2 : )
y44
#else
n44
#endif
#if 1 ?: 
y45
#else
n45
#endif
#if 1 ?: 2 )
y46
#else
n46
#endif
#if () 2
y47
#else
n47
#endif
#if 1 + () 2
y48
#else
n48
#endif
#if - 2
y49
#else
n49
#endif
#if 1 + (-) 3
y50
#else
n50
#endif
#if 0 || 1 + ()
y51
#else
n51
#endif
#if [
y52
#else
n52
#endif
#if 1 + [
y53
#else
n53
#endif
#if {
y54
#else
n54
#endif
#if 1 ; 2
y55
#else
n55
#endif
#if .
y56
#else
n56
#endif
#if 1 = 2
y57
#else
n57
#endif
#if 1 , 2
y58
#else
n58
#endif
#if (1 , 2)
y59
#else
n59
#endif
#if 1 += 2
y60
#else
n60
#endif
#if *
y61
#else
n61
#endif
#if &1
y62
#else
n62
#endif
#if ++1
y63
#else
n63
#endif
#if 1++
y64
#else
n64
#endif
#if 1.5 + 2
y65
#else
n65
#endif
#if 1 + 1.5
y66
#else
n66
#endif
#if (1.5)
y67
#else
n67
#endif
#if 1 / 0
y68
#else
n68
#endif
#if 0 && 1 / 0
y69
#else
n69
#endif
#if "a" + 1
y70
#else
n70
#endif
#if L"a"
y71
#else
n71
#endif
#if 'a'
y72
#else
n72
#endif
#if 1 , ""
y73
#else
n73
#endif
#if 1 + 1 / 0
y74
#else
n74
#endif
#if 0 && "a"
y75
#else
n75
#endif
#if 1 || "a"
y76
#else
n76
#endif
#if 0 && 1.5
y77
#else
n77
#endif
#if 1 + (1 / 0)
y78
#else
n78
#endif
#if (1 / 0) + ()
y79
#else
n79
#endif
#if 1 + "a" + ()
y80
#else
n80
#endif
#if 0 ? 1 / 0 : 2
y81
#else
n81
#endif
#if 1 ?: 2
y82
#else
n82
#endif
#if 0 ?: 2
y83
#else
n83
#endif
#if (1, 0)
y84
#else
n84
#endif
#if (0, 1)
y85
#else
n85
#endif
#if (1 , )
y86
#else
n86
#endif
#if (, 1)
y87
#else
n87
#endif
#if 1 + (2 +) + 3
y88
#else
n88
#endif
#if (1 ?)
y89
#else
n89
#endif
#if "a" 1
y90
#else
n90
#endif
#if 1/0 + 1/0
y91
#else
n91
#endif
#if "a" + 1/0
y92
#else
n92
#endif
#if 1/0 + "a"
y93
#else
n93
#endif
#if 1/0 ]
y94
#else
n94
#endif
#if (1 ? 2 : 3) 4
y95
#else
n95
#endif
#if 1 ? 2 : 3 ? 4 : 5
y96
#else
n96
#endif
#if 1 ? 2, 3 : 4
y97
#else
n97
#endif
#if 0 ? 2 : 3, 4
y98
#else
n98
#endif
#if 1 ?
y99
#else
n99
#endif
#if 1 + (2
y100
#else
n100
#endif
#if -1 < 0xffffffff
y101
#else
n101
#endif
#if 1 % 0
y102
#else
n102
#endif
#if -1 % 0u
y103
#else
n103
#endif
#if ((1.5))
y104
#else
n104
#endif
#if (1.5)
y105
#else
n105
#endif
#if (1 / 0)
y106
#else
n106
#endif
#if ((1/0) + 2)
y107
#else
n107
#endif
#if ("a")
y108
#else
n108
#endif
#if (()) + 1.5
y109
#else
n109
#endif
#if 1 << << 2
y110
#else
n110
#endif
#if (<<
y111
#else
n111
#endif
#if 1 << <<
y112
#else
n112
#endif
#if 1 * / 2
y113
#else
n113
#endif
#if (1 << << 2)
y114
#else
n114
#endif
#if 1 < < 2
y115
#else
n115
#endif
#if 1 * || 2
y116
#else
n116
#endif
#if 1 + * 2 || 3
y117
#else
n117
#endif
#if *1
y118
#else
n118
#endif
/*
 * check-name: #if syntax errors and bad expressions said as sparse says them, where and in its order
 * check-command: sparse -E $file
 *
 * check-output-start

n1
n2
n3
n4
n5
n6
y7
y8
n9
n10
y11
y12
y13
n14
n15
y16
n17
n18
y19
n20
y21
y22
n23
y24
n25
n26
n27
n28
n29
n30
y31
n32
n33
n34
n35
y36
y37
y38
n39
n40
y41
y42
n43
n44
n45
y46
n47
n48
y49
n50
n51
n52
y53
n54
y55
n56
y57
y58
y59
y60
n61
n62
n63
n64
n65
n66
n67
n68
n69
n70
n71
y72
y73
n74
n75
y76
n77
n78
n79
n80
y81
y82
y83
n84
y85
y86
n87
y88
n89
n90
n91
n92
n93
n94
y95
y96
y97
y98
n99
y100
n101
n102
n103
n104
n105
n106
n107
n108
n109
y110
n111
y112
y113
y114
y115
y116
n117
n118
 * check-output-end
 *
 * check-error-start
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:1:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:6:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:11:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:16:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:21:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:26:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:822:0: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:41:5: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:822:0: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:46:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:66:10: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:66:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:71:6: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:71:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:81:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:86:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:91:9: error: garbage at end: 2
preprocessor/if-syntax-as-sparse.c:96:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:106:9: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:822:0: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:111:6: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:111:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:116:9: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:121:7: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:121:5: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:126:5: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:131:7: error: bad constant expression
preprocessor/if-syntax-as-sparse.c:136:5: error: bad constant expression
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:141:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:146:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:151:15: error: garbage at end: : 4
preprocessor/if-syntax-as-sparse.c:822:0: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:822:0: error: got end-of-input
preprocessor/if-syntax-as-sparse.c:156:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:161:9: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:161:9: error: got )
preprocessor/if-syntax-as-sparse.c:161:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:166:10: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:166:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:171:5: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:176:7: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:181:9: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:181:9: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:186:10: error: No right hand side of '+'-expression
preprocessor/if-syntax-as-sparse.c:191:15: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:191:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:196:11: error: Expected : in conditional expression
preprocessor/if-syntax-as-sparse.c:196:11: error: got 3
preprocessor/if-syntax-as-sparse.c:196:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:201:8: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:201:8: error: got 2
preprocessor/if-syntax-as-sparse.c:206:8: error: Expected ) in expression
preprocessor/if-syntax-as-sparse.c:206:8: error: got 2
preprocessor/if-syntax-as-sparse.c:211:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:216:13: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:216:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:221:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:226:12: error: garbage at end: )
preprocessor/if-syntax-as-sparse.c:231:6: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:231:8: error: garbage at end: 2
preprocessor/if-syntax-as-sparse.c:231:5: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:236:10: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:236:12: error: garbage at end: 2
preprocessor/if-syntax-as-sparse.c:236:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:246:10: error: Syntax error in unary expression
preprocessor/if-syntax-as-sparse.c:246:13: error: garbage at end: 3
preprocessor/if-syntax-as-sparse.c:246:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:251:15: error: an expression is expected before ')'
preprocessor/if-syntax-as-sparse.c:251:7: error: bad constant expression type
preprocessor/if-syntax-as-sparse.c:256:5: error: too many errors
 * check-error-end
 */
