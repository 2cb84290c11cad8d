// The terms and privacy pages in plain Spanish (the "tú" form), following
// en-legal.ts section by section. Change both when the code changes; the
// English text is the reference (legal.translationNote says so on the page).

export const terms = {
  title: 'Condiciones de uso',
  updated: '22 de noviembre de 2026',
  intro:
    'Estas son las reglas para usar English Commons. Las escribimos con palabras simples. Por favor, léelas antes de crear una cuenta.',
  sections: {
    free: {
      heading: 'Gratis para siempre',
      paragraphs: [
        'English Commons es gratis. No cobramos nada, no tenemos planes de pago y no mostramos anuncios. Una fundación comunitaria sin fines de lucro mantiene el sitio.',
      ],
    },
    age: {
      heading: 'Quién puede usar el sitio',
      paragraphs: [
        'Debes tener por lo menos 13 años para crear una cuenta. Si todavía no eres mayor de edad donde vives, pide permiso a tu madre, a tu padre o a la persona que te cuida antes de registrarte.',
      ],
    },
    account: {
      heading: 'Tu cuenta',
      paragraphs: [
        'Para crear una cuenta necesitas un correo electrónico, una contraseña y una pregunta de seguridad. No le digas a nadie tu contraseña ni tu respuesta de seguridad. Cualquier persona que las sepa puede abrir tu cuenta.',
        'No enviamos correos electrónicos. Si olvidas tu contraseña, la cambias con tu respuesta de seguridad.',
      ],
    },
    conduct: {
      heading: 'Sé amable y di la verdad',
      paragraphs: [
        'Usa el sitio para aprender. No intentes abrir las cuentas de otras personas, dañar el sitio ni enviar muchísimas solicitudes automáticas. No uses un nombre de usuario grosero o que pueda herir a alguien.',
        'Podemos cerrar una cuenta que no cumpla estas reglas.',
      ],
    },
    writing: {
      heading: 'Tus textos',
      paragraphs: [
        'Los textos que escribes siguen siendo tuyos. Solo los guardamos para mostrarte tu trabajo, tus resultados y tus comentarios.',
      ],
    },
    content: {
      heading: 'Contenido para aprender y comentarios',
      paragraphs: [
        'Nuestras historias, preguntas y comentarios están hechos para ayudarte a aprender. Pueden tener errores. Un servicio de IA puede hacer parte del contenido; lo revisan unas reglas, no una persona. Los comentarios sobre tu escritura son un cálculo aproximado, no el resultado de un examen oficial.',
      ],
    },
    guarantee: {
      heading: 'Sin garantía',
      paragraphs: [
        'Trabajamos mucho para que el sitio funcione, pero no podemos prometer que siempre va a estar disponible o sin errores. Lo mantienen voluntarios, con cuidado y con poco dinero.',
      ],
    },
    leaving: {
      heading: 'Si te vas',
      paragraphs: [
        'Puedes dejar de usar el sitio cuando quieras. Puedes descargar tus datos o borrar tu cuenta desde tus ajustes, como explica la Política de privacidad.',
      ],
    },
    changes: {
      heading: 'Cambios y preguntas',
      paragraphs: [
        'Si cambiamos estas condiciones, vamos a mostrar la nueva fecha arriba en esta página. Si tienes una pregunta, por favor, contáctanos con los datos de la página Quiénes somos.',
      ],
    },
  },
};

export const privacy = {
  title: 'Política de privacidad',
  updated: '22 de noviembre de 2026',
  intro:
    'Esta página explica qué guardamos sobre ti, por qué lo guardamos, y cómo puedes verlo o borrarlo. Guardamos lo menos posible.',
  sections: {
    stored: {
      heading: 'Qué guardamos',
      paragraphs: [
        'Tu cuenta: tu correo electrónico, tu nombre de usuario, tu pregunta de seguridad, y tu contraseña y tu respuesta de seguridad. Nunca guardamos tu contraseña ni tu respuesta como texto normal. Solo guardamos una forma mezclada (un hash) que no se puede volver a convertir en el texto original.',
        'Tu práctica: las historias que lees, tus resultados en las pruebas, las palabras que guardas, el tiempo que practicas, tus puntos, tus insignias y tu racha.',
        'Tus textos: los textos que escribes en las tareas de escritura, con sus resultados y sus comentarios.',
        'Tus ajustes: tu meta diaria, tus temas favoritos, los colores y otras opciones parecidas.',
        'Una cookie de sesión: un código al azar que mantiene tu sesión abierta. Se borra cuando cierras sesión, o cuando pasas un tiempo sin usar el sitio.',
      ],
    },
    why: {
      heading: 'Por qué lo guardamos',
      paragraphs: [
        'Guardamos estas cosas solo para que el sitio funcione para ti: para que inicies sesión, para guardar tu progreso, para mostrarte tu trabajo y para hacer la tabla de posiciones de la semana. También guardamos registros técnicos cortos (como la hora y la dirección de una solicitud), para proteger el sitio y arreglar problemas; los voluntarios que mantienen el sitio los borran después de 14 días.',
      ],
    },
    never: {
      heading: 'Lo que nunca hacemos',
      paragraphs: [
        'No mostramos anuncios. No vendemos ni alquilamos tus datos a nadie. No usamos cookies para seguirte ni para publicidad. No te enviamos correos electrónicos de publicidad.',
      ],
    },
    leaderboard: {
      heading: 'La tabla de posiciones',
      paragraphs: [
        'La tabla de posiciones de la semana muestra solo nombres de usuario y puntos, nunca correos electrónicos. Puedes ocultarte de la tabla de posiciones en tus ajustes.',
      ],
    },
    ai: {
      heading: 'Servicios de IA',
      paragraphs: [
        'Algunos servidores de la comunidad conectan el sitio con un servicio de IA para crear historias nuevas, traducciones y comentarios sobre la escritura. Cuando eso está activado, el texto de tu pedido se envía a ese servicio: el nivel y el tema que elegiste, la historia que hay que traducir, o el texto que escribiste y su tarea. Tu nombre, tu correo electrónico y tu contraseña nunca se envían.',
        'Cuando no hay un servicio de IA, nada sale de nuestro servidor: las historias vienen de nuestra propia biblioteca y los comentarios se hacen en nuestro servidor.',
      ],
    },
    yourData: {
      heading: 'Ver, descargar o borrar tus datos',
      paragraphs: [
        'Puedes descargar una copia de tus datos desde tus ajustes. Ahí también puedes borrar tu cuenta. Cuando la borras, quitamos de nuestra base de datos tu cuenta, tu práctica y tus textos.',
        'Si no puedes iniciar sesión, contáctanos con los datos de la página Quiénes somos y te vamos a ayudar.',
      ],
    },
    children: {
      heading: 'Niños',
      paragraphs: [
        'Debes tener por lo menos 13 años para crear una cuenta. No guardamos a propósito datos de niños más pequeños.',
      ],
    },
    changes: {
      heading: 'Cambios y preguntas',
      paragraphs: [
        'Si cambiamos esta política, vamos a mostrar la nueva fecha arriba en esta página. Si tienes una pregunta sobre tus datos, por favor, contáctanos con los datos de la página Quiénes somos.',
      ],
    },
  },
};
