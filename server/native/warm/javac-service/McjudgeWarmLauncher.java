// The run half of `java -ea N.java` after a warm compile (WarmJavac.java, docs/server.md#warm-compilers).
//
// It runs in the program's own fresh `java` (the step's runtime options, `-cp .`, in the run folder),
// never in the warm compiler. It does what the JDK's source launcher does after compiling
// (jdk.compiler's com.sun.tools.javac.launcher.Main): prints what javac printed, sets
// jdk.launcher.sourcefile, loads the first top-level class with a class loader that prefers the
// program's classes (held in memory) over the class path and serves them as resources, checks main
// with the launcher's messages, calls it, and trims the launcher's frames off an exception main throws;
// in an exception that escapes, its own frames are replaced by the real launcher's (WarmJavac finds them).
// Before that, it reads its files (.mcjudge-warm/ and its own class files) and removes them, so the
// program sees the run folder the real launcher would show it.

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLDecoder;
import java.net.URLStreamHandler;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class McjudgeWarmLauncher {
    static final class Fault extends Exception {
        private static final long serialVersionUID = 1L;

        Fault(String message) {
            super(message);
        }
    }

    static String mainClassName;
    static String file;
    static byte[] printed;
    static String cantFindClass, cantFindMainMethod, mainNotPublicStatic, mainNotVoid, cantAccessMainMethod;
    static final Map<String, byte[]> classes = new HashMap<>();
    /** The real launcher's frames: execute calling main, execute loading the class, run, main (may be empty). */
    static final List<StackTraceElement> launcherFrames = new ArrayList<>();
    /** Whether execute has got to calling main (else it is loading the main class). */
    static boolean invoking;

    public static void main(String... args) throws Throwable {
        load();
        System.err.write(printed);
        System.err.flush();
        try {
            run(args);
        } catch (Fault f) {
            System.err.println(f.getMessage());
            System.exit(1);
        } catch (InvocationTargetException e) {
            // leave the VM to print the stack trace, as the launcher does
            throw asFromLauncher(e.getCause());
        } catch (Throwable e) {
            throw asFromLauncher(e);
        }
    }

    /**
     * The exception with this class's frames (in its trace, its causes' and suppressed ones') replaced
     * by the real launcher's: the VM then prints what it prints after the real launcher.
     */
    static Throwable asFromLauncher(Throwable thrown) {
        if (launcherFrames.size() != 4) return thrown;
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Throwable> todo = new ArrayList<>(List.of(thrown));
        while (!todo.isEmpty()) {
            Throwable t = todo.remove(todo.size() - 1);
            if (t == null || !seen.add(t)) continue;
            StackTraceElement[] trace = t.getStackTrace();
            boolean changed = false;
            for (int i = 0; i < trace.length; i++) {
                if (!trace[i].getClassName().equals("McjudgeWarmLauncher")) continue;
                switch (trace[i].getMethodName()) {
                    case "execute": trace[i] = launcherFrames.get(invoking ? 0 : 1); changed = true; break;
                    case "run": trace[i] = launcherFrames.get(2); changed = true; break;
                    case "main": trace[i] = launcherFrames.get(3); changed = true; break;
                    default: break;
                }
            }
            if (changed) t.setStackTrace(trace);
            todo.add(t.getCause());
            todo.addAll(Arrays.asList(t.getSuppressed()));
        }
        return thrown;
    }

    /** Reads the launch data and the program's classes, then removes every file of the warm launch. */
    static void load() throws IOException, ClassNotFoundException {
        File data = new File(".mcjudge-warm");
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(new File(data, "launch").toPath())))) {
            mainClassName = in.readUTF();
            file = in.readUTF();
            printed = new byte[in.readInt()];
            in.readFully(printed);
            cantFindClass = in.readUTF();
            cantFindMainMethod = in.readUTF();
            mainNotPublicStatic = in.readUTF();
            mainNotVoid = in.readUTF();
            cantAccessMainMethod = in.readUTF();
            for (int n = in.readInt(); n > 0; n--) {
                String module = in.readUTF();
                String className = in.readUTF();
                String method = in.readUTF();
                String fileName = in.readUTF();
                launcherFrames.add(new StackTraceElement(null, module.isEmpty() ? null : module, null, className, method, fileName.isEmpty() ? null : fileName, in.readInt()));
            }
        }
        for (File f : data.listFiles()) {
            String name = f.getName();
            if (name.endsWith(".class")) classes.put(URLDecoder.decode(name.substring(0, name.length() - ".class".length()), StandardCharsets.UTF_8), Files.readAllBytes(f.toPath()));
            f.delete();
        }
        data.delete();
        // This launcher's own classes: loaded now, then their files go.
        ClassLoader app = McjudgeWarmLauncher.class.getClassLoader();
        for (File f : new File(".").listFiles()) {
            String name = f.getName();
            if (!name.startsWith("McjudgeWarmLauncher") || !name.endsWith(".class")) continue;
            Class.forName(name.substring(0, name.length() - ".class".length()), false, app);
            f.delete();
        }
    }

    static void run(String[] appArgs) throws Fault, InvocationTargetException {
        Path path = Paths.get(file).toAbsolutePath();
        System.setProperty("sun.java.command", "jdk.compiler/com.sun.tools.javac.launcher.Main " + String.join(" ", prepend(file, appArgs)));
        System.setProperty("jdk.module.main.class", "com.sun.tools.javac.launcher.Main");
        execute(path, appArgs);
    }

    static List<String> prepend(String first, String[] rest) {
        List<String> all = new ArrayList<>();
        all.add(first);
        all.addAll(Arrays.asList(rest));
        return all;
    }

    static void execute(Path path, String[] appArgs) throws Fault, InvocationTargetException {
        System.setProperty("jdk.launcher.sourcefile", path.toString());
        ClassLoader cl = new MemoryClassLoader(classes, ClassLoader.getSystemClassLoader(), path);
        try {
            Class<?> appClass = Class.forName(mainClassName, true, cl);
            Method main = appClass.getDeclaredMethod("main", String[].class);
            int PUBLIC_STATIC = Modifier.PUBLIC | Modifier.STATIC;
            if ((main.getModifiers() & PUBLIC_STATIC) != PUBLIC_STATIC) throw new Fault(mainNotPublicStatic);
            if (!main.getReturnType().equals(void.class)) throw new Fault(mainNotVoid);
            main.setAccessible(true);
            invoking = true;
            main.invoke(0, (Object) appArgs);
        } catch (ClassNotFoundException e) {
            throw new Fault(cantFindClass);
        } catch (NoSuchMethodException e) {
            throw new Fault(cantFindMainMethod);
        } catch (IllegalAccessException e) {
            throw new Fault(cantAccessMainMethod);
        } catch (InvocationTargetException e) {
            // remove the launcher's frames: main is the last one left
            int invocationFrames = e.getStackTrace().length;
            Throwable target = e.getCause();
            StackTraceElement[] targetTrace = target.getStackTrace();
            target.setStackTrace(Arrays.copyOfRange(targetTrace, 0, targetTrace.length - invocationFrames));
            throw e;
        }
    }

    /**
     * The program's classes, from memory, before the class path's (inverted delegation), also as
     * resources ("Name.class"), with the source file as their code source: the source launcher's loader.
     */
    static final class MemoryClassLoader extends ClassLoader {
        private final Map<String, byte[]> sourceFileClasses;
        private final ProtectionDomain domain;
        private final String PROTOCOL = "sourcelauncher-" + getClass().getSimpleName() + hashCode();
        private URLStreamHandler handler;

        MemoryClassLoader(Map<String, byte[]> sourceFileClasses, ClassLoader parent, Path file) {
            super(parent);
            this.sourceFileClasses = sourceFileClasses;
            CodeSource codeSource;
            try {
                codeSource = new CodeSource(file.toUri().toURL(), (CodeSigner[]) null);
            } catch (MalformedURLException e) {
                codeSource = null;
            }
            domain = new ProtectionDomain(codeSource, null, this, null);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = sourceFileClasses.containsKey(name) ? findClass(name) : getParent().loadClass(name);
                    if (resolve) resolveClass(c);
                }
                return c;
            }
        }

        @Override
        public URL getResource(String name) {
            return sourceFileClasses.containsKey(toBinaryName(name)) ? findResource(name) : getParent().getResource(name);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            URL u = findResource(name);
            Enumeration<URL> e = getParent().getResources(name);
            if (u == null) return e;
            List<URL> list = new ArrayList<>();
            list.add(u);
            while (e.hasMoreElements()) list.add(e.nextElement());
            return Collections.enumeration(list);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = sourceFileClasses.get(name);
            if (bytes == null) throw new ClassNotFoundException(name);
            return defineClass(name, bytes, 0, bytes.length, domain);
        }

        @Override
        public URL findResource(String name) {
            String binaryName = toBinaryName(name);
            if (binaryName == null || sourceFileClasses.get(binaryName) == null) return null;
            if (handler == null) handler = new MemoryURLStreamHandler(this);
            try {
                return new URL(PROTOCOL, null, -1, name, handler);
            } catch (MalformedURLException e) {
                return null;
            }
        }

        @Override
        public Enumeration<URL> findResources(String name) {
            URL u = findResource(name);
            return Collections.enumeration(u == null ? List.<URL>of() : List.of(u));
        }

        String toBinaryName(String name) {
            if (!name.endsWith(".class")) return null;
            return name.substring(0, name.length() - ".class".length()).replace('/', '.');
        }
    }

    static final class MemoryURLStreamHandler extends URLStreamHandler {
        private final MemoryClassLoader loader;

        MemoryURLStreamHandler(MemoryClassLoader loader) {
            this.loader = loader;
        }

        @Override
        public URLConnection openConnection(URL u) {
            if (!u.getProtocol().equalsIgnoreCase(loader.PROTOCOL)) throw new IllegalArgumentException(u.toString());
            return new MemoryURLConnection(u, loader.sourceFileClasses.get(loader.toBinaryName(u.getPath())));
        }
    }

    static final class MemoryURLConnection extends URLConnection {
        private final byte[] bytes;
        private InputStream in;

        MemoryURLConnection(URL u, byte[] bytes) {
            super(u);
            this.bytes = bytes;
        }

        @Override
        public void connect() throws IOException {
            if (!connected) {
                if (bytes == null) throw new FileNotFoundException(getURL().getPath());
                in = new ByteArrayInputStream(bytes);
                connected = true;
            }
        }

        @Override
        public InputStream getInputStream() throws IOException {
            connect();
            return in;
        }

        @Override
        public long getContentLengthLong() {
            return bytes.length;
        }

        @Override
        public String getContentType() {
            return "application/octet-stream";
        }
    }
}
