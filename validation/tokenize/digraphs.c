a<:1:> f() <% %> %:define %:%:
/*
 * check-name: digraphs are the punctuators they stand for, spelled as written
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:2 special <:
1:4 number 1
1:5 special :>
1:8 ident f
1:9 special (
1:10 special )
1:12 special <%
1:15 special %>
1:18 special %:
1:20 ident define
1:27 special %:%:
 * check-output-end
 */
