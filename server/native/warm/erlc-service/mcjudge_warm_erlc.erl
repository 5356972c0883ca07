%% erlc kept warm (server/native/warm/warm-erlc.ts): one request per line on stdin, one answer per line
%% on stdout. It compiles as `erlc File` does (erl_compile:compile/2, erlc's own entry, with its
%% command line), in /box (the service's sandbox folder, where the program's own compile would run), and
%% answers with what erlc would print on stdout and stderr, its exit status and the files it wrote.
%%
%% Request: {"id":N,"args":[Base64],"files":{Base64Name:Base64Text}}: every string in base64, so the
%% line is read as an Erlang map term once `{` becomes `#{` and `:` becomes `=>`.
%% Answer: {"id":N,"exitCode":E,"stdout":B64,"stderr":B64,"written":{B64Name:B64Bytes}}, or
%% {"id":N,"error":Text} when the service will not compile the program (the real erlc runs instead).
-module(mcjudge_warm_erlc).
-export([main/0]).

-define(MAX_SOURCE_BYTES, 1048576).

main() ->
    %% As erlc's compile_cmdline: the current folder is not on the code path, so a parse transform can
    %% only be one of OTP's own modules.
    true = code:set_path([D || D <- code:get_path(), D =/= "."]),
    {ok, Cwd} = file:get_cwd(),
    Devices = {encoding(user), encoding(standard_error)},
    Port = open_port({fd, 0, 1}, [binary, eof, {line, 1 bsl 26}]),
    loop(Port, Cwd, Devices, <<>>).

encoding(Device) -> proplists:get_value(encoding, io:getopts(Device), latin1).

loop(Port, Cwd, Devices, Acc) ->
    receive
        {Port, {data, {noeol, Part}}} ->
            loop(Port, Cwd, Devices, <<Acc/binary, Part/binary>>);
        {Port, {data, {eol, Part}}} ->
            port_command(Port, [answer(<<Acc/binary, Part/binary>>, Cwd, Devices), $\n]),
            loop(Port, Cwd, Devices, <<>>);
        {Port, eof} ->
            halt(0)
    end.

answer(Line, Cwd, Devices) ->
    Text = binary_to_list(binary:replace(binary:replace(Line, <<"{">>, <<"#{">>, [global]), <<":">>, <<"=>">>, [global])),
    {ok, Tokens, _} = erl_scan:string(Text ++ "."),
    {ok, #{"id" := Id, "args" := Args0, "files" := Files0}} = erl_parse:parse_term(Tokens),
    Args = [unicode:characters_to_list(base64:decode(A)) || A <- Args0],
    Files = [{unicode:characters_to_list(base64:decode(N)), base64:decode(T)} || {N, T} <- maps:to_list(Files0)],
    ok = empty(Cwd),
    case lists:sum([byte_size(T) || {_, T} <- Files]) of
        %% A large program, whose .beam could be many times its size, goes to the real erlc.
        Size when Size > ?MAX_SOURCE_BYTES -> json([{"id", Id}, {"error", "a large program: left to the real erlc"}]);
        _ ->
            [ok = file:write_file(filename:join(Cwd, N), T) || {N, T} <- Files],
            case lists:any(fun names_a_transform/1, [T || {_, T} <- Files])
                 orelse lists:any(fun compile_attribute/1, [F || F <- Args, lists:suffix(".erl", F)]) of
                false -> compiled(Id, Args, Cwd, Devices, [N || {N, _} <- Files]);
                true -> json([{"id", Id}, {"error", "a -compile attribute or a transform: left to the real erlc"}])
            end
    end.

%% Whether a file names a parse or core transform anywhere, as an atom: Erlang has no token pasting, so a
%% transform option must spell one of them, whatever a macro or a condition does around it.
names_a_transform(Text) ->
    Scanned = case unicode:characters_to_list(Text, utf8) of
        Chars when is_list(Chars) -> erl_scan:string(Chars);
        _ -> not_utf8
    end,
    case Scanned of
        {ok, Tokens, _} -> lists:any(fun({atom, _, A}) -> A =:= parse_transform orelse A =:= core_transform; (_) -> false end, Tokens);
        _ -> true % not scanned: decided by the real erlc
    end.

%% Whether the file, preprocessed as the compiler will (compile's do_parse_module: the name relative to
%% the folder as ?FILE, the same include folders), has a -compile attribute: its options (an output
%% folder, a listing instead of a .beam) are left to the real erlc.
compile_attribute(File) ->
    case epp:parse_file(File, [{includes, [".", filename:dirname(File)]}, {source_name, File}, {default_encoding, utf8}]) of
        {ok, Forms} -> lists:any(fun({attribute, _, compile, _}) -> true; (_) -> false end, Forms);
        _ -> true
    end.

compiled(Id, Args, Cwd, {OutEncoding, ErrEncoding}, Inputs) ->
    Out = spawn(fun() -> device(OutEncoding, []) end),
    Err = spawn(fun() -> device(ErrEncoding, []) end),
    %% erl_compile:compile_cmdline/0, with the output devices captured.
    {Pid, Ref} = spawn_monitor(fun() -> group_leader(Out, self()), exit(erl_compile:compile(Args, Cwd)) end),
    case receive {'DOWN', Ref, process, Pid, R} -> R end of
        ok -> answered(Id, 0, Cwd, Out, Err, Inputs);
        {error, Output} -> io:put_chars(Err, Output), answered(Id, 1, Cwd, Out, Err, Inputs);
        %% A compiler crash (erlc's message names its own process) or a process killed from outside
        %% (erlc would stop with a case_clause): left to the real erlc.
        _ -> json([{"id", Id}, {"error", "the compiler crashed: left to the real erlc"}])
    end.

answered(Id, ExitCode, Cwd, Out, Err, Inputs) ->
    {ok, Names} = file:list_dir(Cwd),
    Written = [{N, B} || N <- lists:sort(Names), not lists:member(N, Inputs), {ok, B} <- [file:read_file(filename:join(Cwd, N))]],
    json([{"id", Id}, {"exitCode", ExitCode}, {"stdout", {b64, output(Out)}}, {"stderr", {b64, output(Err)}},
          {"written", {object, [{base64:encode(unicode:characters_to_binary(N)), base64:encode(B)} || {N, B} <- Written]}}]).

empty(Cwd) ->
    {ok, Names} = file:list_dir(Cwd),
    lists:foreach(fun(N) -> ok = file:del_dir_r(filename:join(Cwd, N)) end, Names).

output(Device) ->
    Device ! {bytes, self()},
    receive {Device, Bytes} -> Bytes end.

%% An output device as erl's `user` and `standard_error` are under erlc (user.erl's io_request and
%% wrap_characters_to_binary): characters written in the device's encoding; on a latin1 device a
%% character past 255 is written as \x{HEX}.
device(Encoding, Acc) ->
    receive
        {io_request, From, ReplyAs, Request} ->
            {Reply, Acc1} = request(Request, Encoding, Acc),
            From ! {io_reply, ReplyAs, Reply},
            device(Encoding, Acc1);
        {bytes, From} ->
            From ! {self(), iolist_to_binary(lists:reverse(Acc))}
    end.

request({put_chars, Enc, Chars}, Encoding, Acc) -> kept(wrap(Chars, Enc, Encoding), Acc);
request({put_chars, Enc, M, F, A}, Encoding, Acc) ->
    case catch apply(M, F, A) of
        Data when is_list(Data); is_binary(Data) -> kept(wrap(Data, Enc, Encoding), Acc);
        _ -> {{error, put_chars}, Acc}
    end;
request({put_chars, Chars}, Encoding, Acc) -> request({put_chars, latin1, Chars}, Encoding, Acc);
request({put_chars, M, F, A}, Encoding, Acc) -> request({put_chars, latin1, M, F, A}, Encoding, Acc);
request({requests, Requests}, Encoding, Acc) ->
    lists:foldl(fun(R, {ok, A}) -> request(R, Encoding, A); (_, Error) -> Error end, {ok, Acc}, Requests);
request(getopts, Encoding, Acc) -> {[{binary, false}, {encoding, Encoding}], Acc};
request(_, _, Acc) -> {{error, request}, Acc}.

kept(error, Acc) -> {{error, put_chars}, Acc};
kept(Bin, Acc) -> {ok, [Bin | Acc]}.

wrap(Chars, unicode, latin1) ->
    case catch unicode:characters_to_binary(Chars, unicode, latin1) of
        Bin when is_binary(Bin) -> Bin;
        _ ->
            case catch unicode:characters_to_list(Chars, unicode) of
                L when is_list(L) -> list_to_binary([if X > 255 -> ["\\x{", integer_to_list(X, 16), $}]; true -> X end || X <- L]);
                _ -> error
            end
    end;
wrap(Bin, From, From) when is_binary(Bin) -> Bin;
wrap(Chars, From, To) ->
    case catch unicode:characters_to_binary(Chars, From, To) of
        Bin when is_binary(Bin) -> Bin;
        _ -> error
    end.

json(Pairs) -> ["{", lists:join(",", [["\"", K, "\":", value(V)] || {K, V} <- Pairs]), "}"].

value(N) when is_integer(N) -> integer_to_list(N);
value({b64, Bin}) -> ["\"", base64:encode(Bin), "\""];
value({object, Pairs}) -> ["{", lists:join(",", [["\"", K, "\":\"", V, "\""] || {K, V} <- Pairs]), "}"];
value(Text) when is_list(Text) -> ["\"", Text, "\""].
