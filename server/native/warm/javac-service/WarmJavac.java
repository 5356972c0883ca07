// A warm javac for Java's single-file source launcher (docs/server.md#warm-compilers).
//
// Java's recipe is `java -ea N.java`: the JDK's source launcher (jdk.compiler's
// com.sun.tools.javac.launcher.Main) compiles N.java in memory with javac and runs its first top-level
// class in the same JVM. This service does the compile half exactly as that launcher does, with the
// compiler loaded and warm across programs: the same javac (the JDK this service runs on, the recipe's
// `java`), the same options (`-proc:none -Xdiags:verbose`: the launcher's own, for runtime options that
// give javac nothing), the same source file object (its name as given, read in the default charset),
// an empty source path, the same first-top-level-class rule, the same diagnostics written to what is
// stderr for the real command, and the same launcher messages. It runs none of the program's code:
// `-proc:none` turns annotation processing off, no `-Xplugin` is given, and javac only parses,
// attributes and writes class files.
//
// A compile that fails answers the whole step (exit 1, the diagnostics and "error: compilation failed").
// A compile that succeeds answers files to write into the run folder (the class files, the notes javac
// printed, the launcher's messages, and McjudgeWarmLauncher, which loads them in a fresh `java` the way
// the source launcher would) and the arguments of that `java`.
//
// Protocol: one JSON line per request on stdin, {id, cwd, args, files: {name: base64}}, where args are
// the java command's arguments (without `java`); one JSON line per answer on stdout,
// {id, exitCode, stderr: base64, then?: [args], written?: {name: base64}} or {id, error}.
//
// Started as `java --add-opens=jdk.compiler/com.sun.tools.javac.resources=ALL-UNNAMED
// --add-exports=jdk.compiler/com.sun.tools.javac.launcher=ALL-UNNAMED WarmJavac.java McjudgeWarmLauncher.java`
// (the launcher's message bundle and its frames are read from jdk.compiler).

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.regex.Pattern;

import javax.lang.model.SourceVersion;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;

public class WarmJavac {
    /** What the source launcher gives javac for runtime options that name no path, module or preview. */
    static final List<String> LAUNCHER_JAVAC_OPTIONS = List.of("-proc:none", "-Xdiags:verbose");
    /** Runtime options that change nothing the launcher gives javac (assertions only); anything else is refused. */
    static final Pattern PLAIN_RUNTIME_OPTION = Pattern.compile("-(ea|da|enableassertions|disableassertions)(:.*)?|-(esa|dsa|enablesystemassertions|disablesystemassertions)");
    /** The folder of the launch data in the run folder; McjudgeWarmLauncher removes it before the program runs. */
    static final String DATA = ".mcjudge-warm";
    static final String LAUNCHER = "McjudgeWarmLauncher";
    /**
     * javac runs on a thread with this much stack: a program deep enough to overflow it is refused and goes
     * to the real command, so no program compiles here that would overflow the real launcher's 1 MiB main
     * thread (whose javac frames are colder, so larger).
     */
    static final long COMPILE_STACK_BYTES = 256 * 1024;

    static final JavaCompiler COMPILER = ToolProvider.getSystemJavaCompiler();
    static final StandardJavaFileManager FILES = COMPILER.getStandardFileManager(null, null, null);
    static ResourceBundle messages;
    /** McjudgeWarmLauncher's class files, compiled once at start. */
    static Map<String, byte[]> launcherClasses;
    /** The real launcher's own frames (see probeLauncherFrames), or none. */
    static List<StackTraceElement> launcherFrames = List.of();

    public static void main(String[] argv) throws Exception {
        // Answers only on the real stdout: anything else printing goes to stderr.
        PrintStream answers = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        FILES.setLocation(StandardLocation.SOURCE_PATH, Collections.emptyList());
        // The launcher's javac looks for classes in its JVM's class path ("." in the run folder, where
        // only the program's source is); this service's own class path must not be seen: none.
        FILES.setLocation(StandardLocation.CLASS_PATH, Collections.emptyList());
        messages = ResourceBundle.getBundle("com.sun.tools.javac.resources.launcher", ModuleLayer.boot().findModule("jdk.compiler").orElseThrow());
        launcherClasses = compileLauncher(Paths.get(argv[0]));
        launcherFrames = probeLauncherFrames();

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            Object id = null;
            String answer;
            try {
                Map<String, Object> request = Json.object(Json.parse(line));
                id = request.get("id");
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("id", id);
                result.putAll(compile(request));
                answer = Json.write(result);
            } catch (Throwable e) {
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("id", id);
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                result.put("error", trace.toString());
                answer = Json.write(result);
            }
            answers.print(answer);
            answers.print('\n');
            answers.flush();
        }
    }

    /** A request the service does not take: the step runs the real command. */
    static final class Refused extends RuntimeException {
        Refused(String why) {
            super(why);
        }
    }

    static Map<String, Object> compile(Map<String, Object> request) throws Exception {
        String cwd = Json.string(request.get("cwd"));
        List<String> args = new ArrayList<>();
        for (Object a : Json.array(request.get("args"))) args.add(Json.string(a));
        Map<String, Object> files = Json.object(request.get("files"));

        // java [runtime options] File.java [program args], as the java launcher reads it.
        List<String> runtime = new ArrayList<>();
        int i = 0;
        for (; i < args.size() && args.get(i).startsWith("-"); i++) {
            if (!PLAIN_RUNTIME_OPTION.matcher(args.get(i)).matches()) throw new Refused("unsupported java arguments: " + args.get(i));
            runtime.add(args.get(i));
        }
        if (i == args.size() || !args.get(i).endsWith(".java")) throw new Refused("not a source-file launch: " + args);
        String name = args.get(i);
        if (!files.containsKey(name)) throw new Refused("the source file is not one of the program's files: " + name);
        byte[] bytes = Base64.getDecoder().decode(Json.string(files.get(name)));
        List<String> appArgs = args.subList(i + 1, args.size());

        Path file = Paths.get(name);
        URI uri = Paths.get(cwd).resolve(file).toUri();
        Compiled compiled = onSmallStack(() -> compileSource(file, uri, bytes));

        Charset charset = Charset.defaultCharset();
        Map<String, Object> answer = new LinkedHashMap<>();
        String fault = compiled.ok ? (compiled.mainClass == null ? message("launcher.err.no.class") : null) : message("launcher.err.compilation.failed");
        if (fault != null) {
            // The launcher prints the fault with System.err.println after javac's output, and exits 1.
            answer.put("exitCode", 1);
            answer.put("stderr", base64(concat(compiled.diagnostics.getBytes(charset), (fault + System.lineSeparator()).getBytes(charset))));
            return answer;
        }
        Map<String, Object> written = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> c : launcherClasses.entrySet()) written.put(c.getKey() + ".class", base64(c.getValue()));
        // By binary name, URL-encoded (UTF-8): file names stay ASCII whatever the JVM's file-name encoding.
        for (Map.Entry<String, byte[]> c : compiled.classes.entrySet()) written.put(DATA + "/" + java.net.URLEncoder.encode(c.getKey(), StandardCharsets.UTF_8) + ".class", base64(c.getValue()));
        written.put(DATA + "/launch", base64(launchData(compiled.mainClass, name, compiled.diagnostics.getBytes(charset))));
        // The java launcher adds --add-modules=ALL-DEFAULT in source-file mode (the root modules a class
        // path's main class gets anyway): the JVM's input arguments are then the same.
        List<Object> then = new ArrayList<>(runtime);
        then.addAll(List.of("--add-modules=ALL-DEFAULT", "-cp", ".", LAUNCHER));
        then.addAll(appArgs);
        answer.put("exitCode", 0);
        answer.put("stderr", "");
        answer.put("then", then);
        answer.put("written", written);
        return answer;
    }

    static final class Compiled {
        boolean ok;
        String diagnostics;
        String mainClass;
        final Map<String, byte[]> classes = new TreeMap<>();
    }

    /** What the launcher's compile does, with the file's bytes given instead of read. */
    static Compiled compileSource(Path file, URI uri, byte[] bytes) throws IOException {
        // The launcher reads the file with an InputStreamReader in the default charset, 1024 chars at a time.
        StringBuilder sb = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), Charset.defaultCharset()))) {
            char[] buf = new char[1024];
            int n;
            while ((n = r.read(buf, 0, buf.length)) != -1) sb.append(buf, 0, n);
        }
        JavaFileObject source = new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
            @Override
            public String getName() {
                return file.toString();
            }

            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return sb;
            }

            @Override
            public boolean isNameCompatible(String simpleName, JavaFileObject.Kind kind) {
                return kind == JavaFileObject.Kind.SOURCE && SourceVersion.isIdentifier(simpleName);
            }

            @Override
            public String toString() {
                return "JavacSourceLauncher[" + file + "]";
            }
        };
        Compiled compiled = new Compiled();
        JavaFileManager memory = new ForwardingJavaFileManager<JavaFileManager>(FILES) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) throws IOException {
                if (location == StandardLocation.CLASS_OUTPUT && kind == JavaFileObject.Kind.CLASS) {
                    return new SimpleJavaFileObject(URI.create("memory:///" + className.replace('.', '/') + ".class"), JavaFileObject.Kind.CLASS) {
                        @Override
                        public OutputStream openOutputStream() {
                            return new ByteArrayOutputStream() {
                                @Override
                                public void close() throws IOException {
                                    super.close();
                                    compiled.classes.put(className, toByteArray());
                                }
                            };
                        }
                    };
                }
                // The launcher would write anything else through the standard manager: refuse instead.
                throw new Refused("javac asked to write " + location + " " + className + " " + kind);
            }
        };
        StringWriter out = new StringWriter();
        JavacTask task = (JavacTask) COMPILER.getTask(new PrintWriter(out, true), memory, null, LAUNCHER_JAVAC_OPTIONS, null, List.of(source));
        task.addTaskListener(new TaskListener() {
            @Override
            public void started(TaskEvent ev) {
                if (ev.getKind() == TaskEvent.Kind.ANALYZE && compiled.mainClass == null) {
                    TypeElement te = ev.getTypeElement();
                    if (te.getNestingKind() == NestingKind.TOP_LEVEL) compiled.mainClass = te.getQualifiedName().toString();
                }
            }
        });
        compiled.ok = task.call();
        compiled.diagnostics = out.toString();
        return compiled;
    }

    interface Work<T> {
        T run() throws Exception;
    }

    /** Runs the compile on a thread of COMPILE_STACK_BYTES; its overflow is a refusal. */
    static <T> T onSmallStack(Work<T> work) throws Exception {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "warm-javac", COMPILE_STACK_BYTES);
        t.start();
        t.join();
        if (failure[0] instanceof StackOverflowError) throw new Refused("javac overflowed the compile thread's stack");
        if (failure[0] instanceof Exception) throw (Exception) failure[0];
        if (failure[0] != null) throw (Error) failure[0];
        @SuppressWarnings("unchecked")
        T t2 = (T) result[0];
        return t2;
    }

    /** A launcher message as the launcher prints it: "error: " and the bundle's text. */
    static String message(String key, Object... args) {
        return messages.getString("launcher.error") + java.text.MessageFormat.format(messages.getString(key), args);
    }

    /** McjudgeWarmLauncher's class files: compiled here, like any program, before the first request. */
    static Map<String, byte[]> compileLauncher(Path path) throws IOException {
        Compiled c = compileSource(Paths.get(path.getFileName().toString()), path.toUri(), Files.readAllBytes(path));
        if (!c.ok || !LAUNCHER.equals(c.mainClass)) throw new IllegalStateException("McjudgeWarmLauncher.java did not compile:\n" + c.diagnostics);
        return c.classes;
    }

    /**
     * What McjudgeWarmLauncher reads (java.io.DataInputStream): the main class, the source file as
     * given, the bytes javac printed, and the launcher's messages that can come after a compile.
     */
    static byte[] launchData(String mainClass, String file, byte[] printed) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeUTF(mainClass);
        out.writeUTF(file);
        out.writeInt(printed.length);
        out.write(printed);
        for (String key : List.of("launcher.err.cant.find.class", "launcher.err.cant.find.main.method", "launcher.err.main.not.public.static", "launcher.err.main.not.void", "launcher.err.cant.access.main.method")) {
            out.writeUTF(message(key, mainClass));
        }
        out.writeInt(launcherFrames.size());
        for (StackTraceElement f : launcherFrames) {
            out.writeUTF(f.getModuleName() == null ? "" : f.getModuleName());
            out.writeUTF(f.getClassName());
            out.writeUTF(f.getMethodName());
            out.writeUTF(f.getFileName() == null ? "" : f.getFileName());
            out.writeInt(f.getLineNumber());
        }
        out.flush();
        return bytes.toByteArray();
    }

    /**
     * The frames the real source launcher leaves in a trace, so McjudgeWarmLauncher can put them in place
     * of its own in an exception that escapes main: its execute at the call of main, its execute at the
     * loading of the main class, its run and its main (jdk.compiler/com.sun.tools.javac.launcher.Main,
     * line numbers of this JDK). Found by running the launcher here on two programs of this service's
     * own: one whose main throws, one whose class initialisation throws. Empty if they are not found.
     */
    static List<StackTraceElement> probeLauncherFrames() {
        try {
            Path dir = Files.createTempDirectory("warm-javac-probe");
            Method main = Class.forName("com.sun.tools.javac.launcher.Main").getMethod("main", String[].class);
            List<StackTraceElement> invoke = launcherFramesOf(dir, main, "ProbeMain", "class ProbeMain { public static void main(String[] a) { throw new RuntimeException(new RuntimeException()); } }", true);
            List<StackTraceElement> load = launcherFramesOf(dir, main, "ProbeInit", "class ProbeInit { static int x = Integer.parseInt(\"x\"); public static void main(String[] a) { } }", false);
            if (invoke.size() != 3 || load.size() != 3 || !invoke.get(1).equals(load.get(1)) || !invoke.get(2).equals(load.get(2))) return List.of();
            List<StackTraceElement> frames = new ArrayList<>();
            for (StackTraceElement f : List.of(invoke.get(0), load.get(0), invoke.get(1), invoke.get(2))) {
                // As McjudgeWarmLauncher will make it: printed the same, or not used at all.
                StackTraceElement made = new StackTraceElement(null, f.getModuleName(), null, f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber());
                if (!made.toString().equals(f.toString()) || !"execute run main".contains(f.getMethodName())) return List.of();
                frames.add(made);
            }
            return frames;
        } catch (Throwable e) {
            return List.of();
        }
    }

    static List<StackTraceElement> launcherFramesOf(Path dir, Method main, String name, String source, boolean fromCause) throws Exception {
        Path file = dir.resolve(name + ".java");
        Files.writeString(file, source);
        Throwable thrown = null;
        try {
            main.invoke(null, (Object) new String[] {file.toString()});
        } catch (java.lang.reflect.InvocationTargetException e) {
            thrown = e.getCause();
        }
        if (thrown == null) return List.of();
        Throwable traced = fromCause ? thrown.getCause() : thrown;
        List<StackTraceElement> frames = new ArrayList<>();
        // The innermost three: this service, started by the source launcher too, has the launcher's frames below its own.
        for (StackTraceElement f : traced.getStackTrace()) if (f.getClassName().equals("com.sun.tools.javac.launcher.Main") && frames.size() < 3) frames.add(f);
        return frames;
    }

    static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] r = new byte[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    /**
     * The JSON this protocol needs (RFC 8259): objects, arrays, strings, numbers, true, false, null read;
     * objects, lists, strings, integers written. Strings are written with every character outside
     * printable ASCII escaped, so the answer is ASCII whatever the strings hold.
     */
    static final class Json {
        private final String s;
        private int at;

        private Json(String s) {
            this.s = s;
        }

        static Object parse(String text) {
            Json j = new Json(text);
            j.space();
            Object v = j.value();
            j.space();
            if (j.at != text.length()) throw j.error("trailing characters");
            return v;
        }

        @SuppressWarnings("unchecked")
        static Map<String, Object> object(Object v) {
            if (!(v instanceof Map)) throw new IllegalArgumentException("expected a JSON object");
            return (Map<String, Object>) v;
        }

        @SuppressWarnings("unchecked")
        static List<Object> array(Object v) {
            if (!(v instanceof List)) throw new IllegalArgumentException("expected a JSON array");
            return (List<Object>) v;
        }

        static String string(Object v) {
            if (!(v instanceof String)) throw new IllegalArgumentException("expected a JSON string");
            return (String) v;
        }

        private IllegalArgumentException error(String why) {
            return new IllegalArgumentException("bad JSON at " + at + ": " + why);
        }

        private void space() {
            while (at < s.length() && " \t\r\n".indexOf(s.charAt(at)) >= 0) at++;
        }

        private char next() {
            if (at >= s.length()) throw error("unexpected end");
            return s.charAt(at++);
        }

        private void expect(String word) {
            if (!s.startsWith(word, at)) throw error("expected " + word);
            at += word.length();
        }

        private Object value() {
            if (at >= s.length()) throw error("unexpected end");
            char c = s.charAt(at);
            switch (c) {
                case '{': {
                    at++;
                    Map<String, Object> map = new LinkedHashMap<>();
                    space();
                    if (s.startsWith("}", at)) {
                        at++;
                        return map;
                    }
                    while (true) {
                        space();
                        if (at >= s.length() || s.charAt(at) != '"') throw error("expected a key");
                        String key = str();
                        space();
                        expect(":");
                        space();
                        map.put(key, value());
                        space();
                        char d = next();
                        if (d == '}') return map;
                        if (d != ',') throw error("expected , or }");
                    }
                }
                case '[': {
                    at++;
                    List<Object> list = new ArrayList<>();
                    space();
                    if (s.startsWith("]", at)) {
                        at++;
                        return list;
                    }
                    while (true) {
                        space();
                        list.add(value());
                        space();
                        char d = next();
                        if (d == ']') return list;
                        if (d != ',') throw error("expected , or ]");
                    }
                }
                case '"':
                    return str();
                case 't':
                    expect("true");
                    return Boolean.TRUE;
                case 'f':
                    expect("false");
                    return Boolean.FALSE;
                case 'n':
                    expect("null");
                    return null;
                default:
                    return number();
            }
        }

        private String str() {
            at++; // the opening quote
            StringBuilder b = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') return b.toString();
                if (c < 0x20) throw error("control character in a string");
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"': b.append('"'); break;
                    case '\\': b.append('\\'); break;
                    case '/': b.append('/'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'n': b.append('\n'); break;
                    case 'r': b.append('\r'); break;
                    case 't': b.append('\t'); break;
                    case 'u': {
                        if (at + 4 > s.length()) throw error("short \\u escape");
                        int v = 0;
                        for (int k = 0; k < 4; k++) {
                            int d = Character.digit(s.charAt(at++), 16);
                            if (d < 0) throw error("bad \\u escape");
                            v = v * 16 + d;
                        }
                        b.append((char) v);
                        break;
                    }
                    default:
                        throw error("bad escape \\" + e);
                }
            }
        }

        private Object number() {
            int start = at;
            if (at < s.length() && s.charAt(at) == '-') at++;
            while (at < s.length() && "0123456789.eE+-".indexOf(s.charAt(at)) >= 0) at++;
            String n = s.substring(start, at);
            if (!n.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) throw error("bad value");
            if (n.matches("-?[0-9]+") && n.length() < 18) return Long.parseLong(n);
            return Double.parseDouble(n);
        }

        static String write(Object v) {
            StringBuilder b = new StringBuilder();
            write(b, v);
            return b.toString();
        }

        private static void write(StringBuilder b, Object v) {
            if (v == null) b.append("null");
            else if (v instanceof String) writeString(b, (String) v);
            else if (v instanceof Integer || v instanceof Long) b.append(v);
            else if (v instanceof Boolean) b.append(v);
            else if (v instanceof Map) {
                b.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                    if (!first) b.append(',');
                    first = false;
                    writeString(b, (String) e.getKey());
                    b.append(':');
                    write(b, e.getValue());
                }
                b.append('}');
            } else if (v instanceof List) {
                b.append('[');
                boolean first = true;
                for (Object o : (List<?>) v) {
                    if (!first) b.append(',');
                    first = false;
                    write(b, o);
                }
                b.append(']');
            } else throw new IllegalArgumentException("cannot write " + v.getClass());
        }

        private static void writeString(StringBuilder b, String s) {
            b.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') b.append('\\').append(c);
                else if (c >= 0x20 && c < 0x7f) b.append(c);
                else b.append(String.format("\\u%04x", (int) c));
            }
            b.append('"');
        }
    }
}
