// The run half of `kotlinc -script N.kts` after a warm compile (WarmKotlinc.java, docs/server.md#warm-compilers).
//
// It is the main class of the program's own fresh JVM, started by the step's `kotlinc` (the kotlinc script
// with `-J-noverify -J-cp -J. -JMcjudgeKotlinScript`: the same java and JVM options as the real command), in the run
// folder; never the warm compiler. It reads its files (.mcjudge-warm/ and its own class files) and removes
// them, so the program sees the run folder the real command shows it, prints the bytes the compiler
// printed before the script would run (the messages it held back come after the script, as in kotlinc),
// and then does what kotlinc does from there: exits with the compiler's status if it did not
// compile (CLITool.doMain); else loads the script class as KotlinToJVMBytecodeCompiler.compileScript does
// (a loader of the generated files over a URLClassLoader of the script's class path, whose parent is the
// bootstrap loader), calls its String[] constructor as tryConstructClassFromStringArgs does, flushes
// System.out and System.err, prints an exception from the script as reportExceptionFromScript does and
// exits 3 (SCRIPT_EXECUTION_ERROR); after a script that returns, main returns (the JVM exits when the
// script's non-daemon threads are done, as after the real compiler's main). The constructor is called
// with as many frames below it as in the real command (Preloader.main, Preloader.run, Method.invoke,
// K2JVMCompiler.main, ... tryConstructClassFromStringArgs), so the part of a trace it prints is the same.

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.URLConnection;
import java.net.URLStreamHandler;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Manifest;

public class McjudgeKotlinScript {
    static int compilerExit;
    static byte[] printed;
    /** What the compiler prints when its exec ends (after the script has run): the diagnostics it held back. */
    static byte[] printedAfter;
    /** System.err as the compiler took it, before the script could replace it. */
    static java.io.PrintStream compilerErr;
    static String scriptClass;
    static String[] scriptArgs;
    static URL[] classPath;
    static int frames;
    static final Map<String, byte[]> generated = new HashMap<>();

    public static void main(String[] commandLine) throws Throwable {
        load();
        compilerErr = System.err;
        System.err.write(printed);
        System.err.flush();
        if (compilerExit != 0) System.exit(compilerExit);
        // What CLITool.doMain sets before its compiler runs.
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        if (System.getProperty("kotlin.colors.enabled") == null) System.setProperty("kotlin.colors.enabled", "true");
        run();
    }

    /** In Preloader.run's place: the compiler's main through Method.invoke. */
    static void run() throws Throwable {
        Method main = McjudgeKotlinScript.class.getDeclaredMethod("compilerMain");
        int code;
        try {
            code = (Integer) main.invoke(null);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        if (code != 0) System.exit(code);
    }

    /** In K2JVMCompiler.main's place; the frames down to CLITool.exec and compileAndExecuteScript follow. */
    static int compilerMain() throws Exception {
        ClassLoader loader = new Generated(generated, new URLClassLoader(classPath, null));
        Class<?> script = loader.loadClass(scriptClass);
        Constructor<?> constructor = script.getConstructor(String[].class);
        int code = nest(frames - 2, constructor);
        // CLITool.exec's end: the messages held back.
        compilerErr.write(printedAfter);
        compilerErr.flush();
        return code;
    }

    static int nest(int below, Constructor<?> constructor) {
        return below > 1 ? nest(below - 1, constructor) : compileAndExecute(constructor);
    }

    /** compileAndExecuteScript after its compile, with tryConstructClassFromStringArgs's call in it. */
    static int compileAndExecute(Constructor<?> constructor) {
        try {
            try {
                constructor.newInstance((Object) scriptArgs);
            } finally {
                System.out.flush();
                System.err.flush();
            }
        } catch (Throwable e) {
            reportExceptionFromScript(e);
            return 3;
        }
        return 0;
    }

    static void reportExceptionFromScript(Throwable exception) {
        java.io.PrintStream stream = System.err;
        Throwable cause = exception.getCause();
        if (!(exception instanceof InvocationTargetException) || cause == null) {
            exception.printStackTrace(stream);
            return;
        }
        stream.println(cause);
        StackTraceElement[] fullTrace = cause.getStackTrace();
        for (int i = 0; i < fullTrace.length - exception.getStackTrace().length; i++) stream.println("\tat " + fullTrace[i]);
    }

    /** Reads the launch data, then removes every file of the warm launch. */
    static void load() throws IOException, ClassNotFoundException {
        File data = new File(".mcjudge-warm");
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(new File(data, "launch").toPath())))) {
            compilerExit = in.readInt();
            printed = new byte[in.readInt()];
            in.readFully(printed);
            printedAfter = new byte[in.readInt()];
            in.readFully(printedAfter);
            if (compilerExit == 0) {
                scriptClass = in.readUTF();
                scriptArgs = new String[in.readInt()];
                for (int i = 0; i < scriptArgs.length; i++) scriptArgs[i] = in.readUTF();
                classPath = new URL[in.readInt()];
                for (int i = 0; i < classPath.length; i++) classPath[i] = new URL(in.readUTF());
                frames = in.readInt();
                for (int n = in.readInt(); n > 0; n--) {
                    String name = in.readUTF();
                    byte[] bytes = new byte[in.readInt()];
                    in.readFully(bytes);
                    generated.put(name, bytes);
                }
            }
        }
        for (File f : data.listFiles()) f.delete();
        data.delete();
        // This class's own files: loaded now, then they go.
        ClassLoader app = McjudgeKotlinScript.class.getClassLoader();
        for (File f : new File(".").listFiles()) {
            String name = f.getName();
            if (!name.startsWith("McjudgeKotlinScript") || !name.endsWith(".class")) continue;
            Class.forName(name.substring(0, name.length() - ".class".length()), false, app);
            f.delete();
        }
    }

    /**
     * kotlinc's GeneratedClassLoader: a URLClassLoader without URLs over the script's class path, defining
     * the generated classes (no protection domain, a package made for each) and serving the generated files
     * as resources.
     */
    static final class Generated extends URLClassLoader {
        private final Map<String, byte[]> files;

        Generated(Map<String, byte[]> files, ClassLoader parent) {
            super(new URL[0], parent);
            this.files = files;
        }

        @Override
        public InputStream getResourceAsStream(String name) {
            byte[] bytes = files.get(name);
            return bytes != null ? new ByteArrayInputStream(bytes) : super.getResourceAsStream(name);
        }

        @Override
        public Enumeration<URL> findResources(String name) throws IOException {
            Enumeration<URL> fromParent = super.findResources(name);
            URL fake = fakeUrl(name);
            if (fake == null) return fromParent;
            List<URL> all = new ArrayList<>(List.of(fake));
            all.addAll(Collections.list(fromParent));
            return Collections.enumeration(all);
        }

        @Override
        public URL findResource(String name) {
            URL fake = fakeUrl(name);
            return fake != null ? fake : super.findResource(name);
        }

        private URL fakeUrl(String name) {
            byte[] bytes = files.get(name);
            if (bytes == null) return null;
            try {
                return new URL(null, "bytes:" + name, new URLStreamHandler() {
                    @Override
                    protected URLConnection openConnection(URL u) {
                        return new URLConnection(u) {
                            @Override
                            public void connect() {}

                            @Override
                            public InputStream getInputStream() {
                                return new ByteArrayInputStream(bytes);
                            }
                        };
                    }
                });
            } catch (MalformedURLException e) {
                return null;
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = files.get(name.replace('.', '/') + ".class");
            if (bytes == null) return super.findClass(name);
            int dot = name.lastIndexOf('.');
            if (dot >= 0 && getDefinedPackage(name.substring(0, dot)) == null) definePackage(name.substring(0, dot), new Manifest(), null);
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
